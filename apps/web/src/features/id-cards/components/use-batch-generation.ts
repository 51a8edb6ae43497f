import type { BatchProgress, CreateBatchBody } from '@rollcall/contract/id-cards';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useCreateBatch } from '../api/create-batch';
import { useBatch } from '../api/get-batch';
import { useClassDisplay } from './class-display';
import { queryKeys } from '@/lib/query-keys';

type Running = { batchId: string; total: number; className: string };

/**
 * A class batch on the server (spec §4: idle, active with current/total, done): started with
 * POST /id-cards/batch, then its progress polled until Ready (or Failed).
 */
export function useBatchGeneration({ onStarted }: { onStarted: () => void }) {
  const { t: tc } = useTranslation('contract');
  const classDisplay = useClassDisplay();
  const queryClient = useQueryClient();
  const create = useCreateBatch();
  const [running, setRunning] = useState<Running | undefined>();
  const batch = useBatch(running?.batchId);
  const progress: BatchProgress | undefined = batch.data;
  const status = progress?.status;

  useEffect(() => {
    if (!running || !status || status === 'Processing') return;
    if (status === 'Ready') {
      notifySuccess(tc('idCards.batchDone', { count: running.total, class: running.className }));
    } else {
      notifyError(progress?.failureReason ?? tc('idCards.batchFailed'), {
        title: tc('idCards.batchFailed'),
      });
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.idCards.all });
    // Only the change of status matters; progress and running are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const start = (body: CreateBatchBody) =>
    create.mutate(body, {
      onSuccess: ({ batchId, total }) => {
        const className = classDisplay(body.class);
        setRunning({
          batchId,
          total,
          className: body.section ? `${className} ${body.section}` : className,
        });
        onStarted();
      },
      onError: (error) => notifyError(errorMessage(error, tc('idCards.batchFailed'))),
    });

  const current = progress?.current ?? 0;
  const total = progress?.total ?? running?.total ?? 0;
  const isActive =
    create.isPending || (running !== undefined && status !== 'Ready' && status !== 'Failed');
  return {
    start,
    isActive,
    current,
    total,
    percent: total > 0 ? Math.round((current / total) * 100) : 0,
  };
}

export type BatchGeneration = ReturnType<typeof useBatchGeneration>;
