import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import {
  SSO_ATTEMPT_MINUTES,
  SSO_OUTCOME_TEXT,
  type SsoProvider,
  type SsoTestResult,
} from '@rollcall/contract/sso';
import { IconCircleCheck, IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useSsoTestResult, useStartSsoTest } from '../api/sso-providers';

/** A test started here (with the tab's address), or the one this tab came back from. */
type StartedTest = { startedAt: number; url?: string; message?: string };

/** How the test ended, in words: the e-mail the provider vouched for, or why it did not. */
function TestOutcome({ result }: { result: SsoTestResult }) {
  const { t } = useTranslation(['sso', 'contract']);
  if (result.outcome === 'worked') {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
        <Text size="sm">{t('contract:sso.testWorked')}</Text>
        {result.email ? (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {result.email}
          </Text>
        ) : null}
      </Alert>
    );
  }
  if (!result.outcome) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Text size="sm">{t(`contract:${SSO_OUTCOME_TEXT[result.outcome]}`)}</Text>
    </Alert>
  );
}

/**
 * "Test sign-in": the provider's sign-in page opens in a new tab, signing no one in here; the
 * screen asks every 2 s, for as long as an attempt lasts, how it ended, and says so politely.
 */
type SsoTestSignInProps = {
  provider: SsoProvider;
  isReturn: boolean;
  /** The provider's other actions, in the row before "Test sign-in". */
  children: ReactNode;
};

export function SsoTestSignIn({ provider, isReturn, children }: SsoTestSignInProps) {
  const { t } = useTranslation(['sso', 'contract']);
  const start = useStartSsoTest();
  const [test, setTest] = useState<StartedTest | undefined>(() =>
    isReturn ? { startedAt: Date.now() } : undefined,
  );
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isReturn) cardRef.current?.scrollIntoView({ block: 'center' });
  }, [isReturn]);
  const [isTimedOut, setIsTimedOut] = useState(false);
  const result = useSsoTestResult(provider._id, test?.startedAt, !isTimedOut);
  const isFinished = result.data?.test?.outcome !== undefined;

  useEffect(() => {
    if (!test) return;
    const timer = window.setTimeout(() => setIsTimedOut(true), SSO_ATTEMPT_MINUTES * 60_000);
    return () => window.clearTimeout(timer);
  }, [test]);

  const run = () =>
    start.mutate(provider._id, {
      onSuccess: ({ url, message }) => {
        setIsTimedOut(false);
        setTest({ startedAt: Date.now(), url, message });
        window.open(url, '_blank', 'noopener');
      },
      onError: (error) => notifyError(errorMessage(error, t('test.failed'))),
    });

  const isWaiting = test !== undefined && !isFinished && !isTimedOut;
  return (
    <Stack gap="xs" ref={cardRef}>
      <Group gap="xs">
        {children}
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          loading={start.isPending}
          aria-label={t('test.buttonNamed', { name: provider.name })}
          onClick={run}
        >
          {t('test.button')}
        </Button>
      </Group>
      {/* Always there, so that a screen reader hears each change of what it says. */}
      <div role="status" aria-label={t('test.result')}>
        {isWaiting ? (
          <Stack gap={4}>
            {test.message ? <Text size="sm">{test.message}</Text> : null}
            <Text size="sm" c="dimmed" component="div">
              <Loader size="xs" mr={6} display="inline-block" aria-hidden />
              {t('test.waiting')}{' '}
              {test.url ? (
                <Anchor href={test.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('test.openAgain')}
                </Anchor>
              ) : null}
            </Text>
          </Stack>
        ) : null}
        {test && isFinished && result.data?.test ? <TestOutcome result={result.data.test} /> : null}
        {test && isTimedOut && !isFinished ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            <Text size="sm">{t('contract:sso.attemptExpired')}</Text>
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
