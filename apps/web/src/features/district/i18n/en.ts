/** The district overview's own texts in English (issue 41). */
export const DISTRICT_EN = {
  page: {
    title: 'District Overview',
    subtitle: 'Every open school’s day side by side, with the district’s totals.',
    loadFailed: 'Could not load the district overview',
    legend:
      'Present: checked in on time. Attendance rate: checked in (on time or late) of the students expected. Chronic absence: students chronically absent this school year, and their share of the enrolled. Alerts sent: messages to guardians sent for the day.',
  },
  date: {
    label: 'School day',
    eachToday: 'Empty: each school’s own today',
    today: 'Back to today',
  },
  columns: {
    enrolled: 'Enrolled',
    openCases: 'Open cases',
    alertsSent: 'Alerts sent',
  },
  table: {
    label: 'Schools of the district',
    loading: 'Loading the district overview',
    totals: 'District total',
    openSchool: '{{school}}, open its dashboard',
    noSchoolDay: 'not a school day',
  },
};
