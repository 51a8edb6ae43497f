import { lettersApi, type LettersBody } from '@rollcall/contract/interventions/outreach';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** 202 at once with the batch's id and size; the PDF is made in the background. */
export const createLetters = (body: LettersBody) => apiClient.call(lettersApi.create, { body });

export function useCreateLetters() {
  return useMutation({ mutationFn: createLetters });
}
