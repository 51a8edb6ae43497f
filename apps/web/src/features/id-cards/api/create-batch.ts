import { idCardsApi, type CreateBatchBody } from '@rollcall/contract/id-cards';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** 202 at once with the batch's id and size; the PDF is made in the background. */
export const createBatch = (body: CreateBatchBody) =>
  apiClient.call(idCardsApi.createBatch, { body });

export function useCreateBatch() {
  return useMutation({ mutationFn: createBatch });
}
