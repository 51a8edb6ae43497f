import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * /students?action=add (the dashboard's Add New Student) opens the add form, and
 * /students?action=import (System Settings' Import Data) the CSV import; then the parameter goes.
 */
export function useActionParam(action: 'add' | 'import', open: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const isRequested = searchParams.get('action') === action;
  const onRequested = useEffectEvent(open);

  useEffect(() => {
    if (!isRequested) return;
    onRequested();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );
  }, [isRequested, setSearchParams]);
}
