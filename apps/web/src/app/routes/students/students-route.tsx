import { StudentManagement } from '@/features/students/components/student-management';
import { useCurrentUser } from '@/lib/auth';

export function StudentsRoute() {
  const user = useCurrentUser();
  return <StudentManagement canManage={user.role === 'admin'} />;
}
