import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/** /students?action=add (the dashboard's Add New Student) opens the add form, then drops the parameter. */
export function useAddActionParam(openAddForm: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const isRequested = searchParams.get('action') === 'add';
  const onRequested = useEffectEvent(openAddForm);

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
