import { ComingSoon } from '@/components/ui/coming-soon';

export function ReportsRoute() {
  return <ComingSoon title="Reports & Analytics" subtitle="View detailed reports and analytics." />;
}
