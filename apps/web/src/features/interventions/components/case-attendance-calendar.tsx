/**
 * The student's attendance calendar in a case's detail.
 *
 * MERGE: the reusable attendance calendar is being built on another branch; when it lands, render
 * it here for `studentId`. Until then this draws nothing, and the detail keeps its section
 * ("Attendance calendar") for it.
 */
export function CaseAttendanceCalendar(_props: { studentId: string }) {
  return null;
}
