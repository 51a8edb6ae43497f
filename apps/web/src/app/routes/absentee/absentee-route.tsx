import { ComingSoon } from '@/components/ui/coming-soon';

export function AbsenteeRoute() {
  return (
    <ComingSoon
      title="Absentee Management"
      subtitle="Automated guardian notifications for absent students."
    />
  );
}
