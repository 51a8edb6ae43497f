import { Avatar, type MantineSize } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { initialsOf } from '@/lib/initials';

type StudentAvatarProps = {
  student: Pick<Student, 'firstName' | 'lastName' | 'fullName' | 'photoUrl'>;
  size?: MantineSize | number;
};

/** The student's photo, or their initials. */
export function StudentAvatar({ student, size = 40 }: StudentAvatarProps) {
  return (
    <Avatar
      src={student.photoUrl}
      alt={student.photoUrl ? student.fullName : undefined}
      size={size}
      color="indigo"
      radius="xl"
    >
      <span aria-hidden>{initialsOf(student)}</span>
    </Avatar>
  );
}
