import { ComingSoon } from '@/components/ui/coming-soon';

export function IdCardsRoute() {
  return <ComingSoon title="Professional ID Card Generator" />;
}
