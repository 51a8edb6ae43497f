import { lazy, type ComponentProps } from 'react';
import { OptionalPart } from '@/components/ui/optional-part';

/*
 * The language menu (a Mantine Menu, with floating-ui: 19 KB compressed) of the pages a browser
 * opens first — the sign-in page, the gate kiosk — loads just after the screen is drawn, so that
 * the screen shows sooner on a slow network (issue 28); it appears in its corner a moment later,
 * moving nothing else. The kiosk's service worker keeps its chunk for offline loads.
 */
const LanguageMenu = lazy(async () => ({
  default: (await import('./language-menu')).LanguageMenu,
}));

export function LaterLanguageMenu(props: ComponentProps<typeof LanguageMenu>) {
  return (
    <OptionalPart>
      <LanguageMenu {...props} />
    </OptionalPart>
  );
}
