import { useState } from 'react';
import { useCardStudents, useStudentClasses, type CardClass } from '../api/get-card-students';

/** The first student of whatever list is showing (spec §4). */
const FIRST = Symbol('first student');

/**
 * Which class filter and student are chosen. On load and after a class change the first student
 * of the list is chosen (none when the list is empty); Load picks a saved card's student.
 */
export function useStudentSelection() {
  const [cardClass, setCardClass] = useState<CardClass | undefined>();
  const [choice, setChoice] = useState<string | null | typeof FIRST>(FIRST);
  const students = useCardStudents(cardClass);
  const classes = useStudentClasses();
  const list = students.data?.students;
  const selectedId = choice === FIRST ? list?.[0]?._id : (choice ?? undefined);
  const selected = list?.find((student) => student._id === selectedId);

  return {
    cardClass,
    students,
    classes,
    selected,
    changeClass: (next: CardClass | undefined) => {
      setCardClass(next);
      setChoice(FIRST);
    },
    choose: (studentId: string | null) => setChoice(studentId),
    /** Shows a saved card's student: its class, then the student in it. */
    show: (studentClass: CardClass, studentId: string) => {
      setCardClass(studentClass);
      setChoice(studentId);
    },
  };
}

export type StudentSelection = ReturnType<typeof useStudentSelection>;
