import { profileApi } from '@rollcall/contract/profile';
import type { Language } from '@rollcall/contract/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { switchLanguage } from './language';

/**
 * Switches the screens at once, then saves the choice to the signed-in user's profile, so that it
 * follows them to another browser and the server writes their messages in it.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await switchLanguage(language);
      return apiClient.call(profileApi.language, { body: { language } });
    },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      // The server writes a signed-in user's texts in their saved language: now the new one.
      void queryClient.invalidateQueries();
    },
  });
}
