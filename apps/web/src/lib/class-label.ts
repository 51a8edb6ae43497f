/** Class with its section, as on the card and in the student list: "10-B". */
export const classLabel = (student: { class: string; section?: string }) =>
  student.section ? `${student.class}-${student.section}` : student.class;
