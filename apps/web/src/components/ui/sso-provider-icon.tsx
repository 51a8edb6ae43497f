import type { SsoProviderKind } from '@rollcall/contract/sso';
import { IconAt, IconBuilding, IconId, type Icon } from '@tabler/icons-react';

/**
 * A sign-in provider's kind as a plain icon, never the company's logo (their brand rules, and one
 * look for every provider): an e-mail domain's accounts, an organisation's directory, an identity.
 */
const ICONS: Record<SsoProviderKind, Icon> = {
  google: IconAt,
  microsoft: IconBuilding,
  oidc: IconId,
};

export function SsoProviderIcon({ kind, size = 18 }: { kind: SsoProviderKind; size?: number }) {
  const KindIcon = ICONS[kind];
  return <KindIcon size={size} aria-hidden />;
}
