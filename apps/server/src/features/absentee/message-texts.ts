type AbsenceFacts = {
  studentName: string;
  className: string;
  guardianName: string;
  schoolName: string;
  schoolPhone: string;
  date: string;
};

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const absenceSubject = (facts: AbsenceFacts) =>
  `${facts.studentName} was not checked in at ${facts.schoolName} on ${longDate(facts.date)}`;

/** The default texts name the student, the school and the date; a custom message replaces them. */
export function absenceEmail(facts: AbsenceFacts, customMessage?: string) {
  if (customMessage) return customMessage;
  const contact = facts.schoolPhone ? ` at ${facts.schoolPhone}` : '';
  return [
    `Dear ${facts.guardianName},`,
    '',
    `${facts.studentName} (class ${facts.className}) has not checked in at ${facts.schoolName} today, ${longDate(facts.date)}.`,
    `If you know the reason, no action is needed. Otherwise, please contact the school${contact}.`,
    '',
    facts.schoolName,
  ].join('\n');
}

export function absenceSms(facts: AbsenceFacts, customMessage?: string) {
  if (customMessage) return customMessage;
  const contact = facts.schoolPhone ? ` at ${facts.schoolPhone}` : '';
  return `${facts.schoolName}: ${facts.studentName} has not checked in today (${facts.date}). If this is unexpected, please call the school${contact}.`;
}

export const TEST_SUBJECT = 'Rollcall test message';
export const testBody = (schoolName: string) =>
  `This is a test message from ${schoolName}'s Rollcall attendance system. If you received it, guardian notifications reach you.`;
