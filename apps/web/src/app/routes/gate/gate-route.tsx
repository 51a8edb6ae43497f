import { GATE_PAIR_PATH } from '@rollcall/contract/gate-kiosk';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { registerSW } from 'virtual:pwa-register';
import { getGateCredential } from '@/features/gate/api/gate-client';
import { PairScreen } from '@/features/gate/components/pair-screen';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';

/*
 * The scanning screen (the camera, the offline queue, the result panel) is a chunk of its own: a
 * new tablet's first load is the pairing screen, and a paired one loads both from its service
 * worker's cache, which keeps every chunk the kiosk can load (vite.config.ts).
 */
const KioskScreen = lazy(async () => ({
  default: (await import('@/features/gate/components/kiosk-screen')).KioskScreen,
}));

/**
 * The gate kiosk, outside the staff sign-in: `/gate/pair` pairs this browser, `/gate` scans. The
 * service worker that keeps the kiosk loading without a network is registered here only, so staff
 * screens are never served from a cache.
 */
export function GateRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isPairing = location.pathname === GATE_PAIR_PATH;

  useEffect(() => {
    registerSW({ immediate: true });
  }, []);

  if (isPairing) {
    const wasRevoked = (location.state as { wasRevoked?: boolean } | null)?.wasRevoked === true;
    return (
      <PairScreen
        initialCode={search.get('code') ?? ''}
        wasRevoked={wasRevoked}
        onPaired={() => void navigate('/gate', { replace: true })}
      />
    );
  }
  if (!getGateCredential()) return <Navigate to={GATE_PAIR_PATH} replace />;
  return (
    <Suspense fallback={<FullScreenLoader label={t('loading')} />}>
      <KioskScreen
        onRevoked={() =>
          void navigate(GATE_PAIR_PATH, {
            replace: true,
            state: { wasRevoked: true },
          })
        }
      />
    </Suspense>
  );
}
