import { ComingSoon } from '@/components/ui/coming-soon';

export function StudentsRoute() {
  return (
    <ComingSoon
      title="Student Management"
      subtitle="Manage student records and generate ID cards."
    />
  );
}
