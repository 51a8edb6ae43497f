import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Asks before leaving a screen with unsaved changes: an in-app navigation is held by the router
 * until the person answers the prompt this returns; a reload or a closed tab gets the browser's
 * own question (browsers show their own text there, never ours).
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const askFirst = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [hasUnsavedChanges]);

  const isAsking = blocker.state === 'blocked';
  const prompt = (
    <Modal opened={isAsking} onClose={() => blocker.reset?.()} title="Unsaved changes" centered>
      <Text mb="lg">{UNSAVED_CHANGES_MESSAGE}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
  return prompt;
}
