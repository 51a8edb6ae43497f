import { Alert } from '@mantine/core';
import { ID_CARD_MESSAGES } from '@rollcall/contract/id-cards';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '@/components/ui/page-header';
import { IdCardGenerator } from '@/features/id-cards/components/id-card-generator';
import { useCurrentUser } from '@/lib/auth';

/** /id-cards: admins only (issue 11); teachers keep Print ID on the student list. */
export function IdCardsRoute() {
  const user = useCurrentUser();
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title={ID_CARD_MESSAGES.title} />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          Access Denied - Only administrators can generate ID cards.
        </Alert>
      </>
    );
  }
  return <IdCardGenerator />;
}
