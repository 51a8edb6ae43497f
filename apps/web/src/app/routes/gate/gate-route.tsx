import { GATE_PAIR_PATH } from '@rollcall/contract/gate';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { registerSW } from 'virtual:pwa-register';
import { getGateCredential } from '@/features/gate/api/gate-client';
import { KioskScreen } from '@/features/gate/components/kiosk-screen';
import { PairScreen } from '@/features/gate/components/pair-screen';

/**
 * The gate kiosk, outside the staff sign-in: `/gate/pair` pairs this browser, `/gate` scans. The
 * service worker that keeps the kiosk loading without a network is registered here only, so staff
 * screens are never served from a cache.
 */
export function GateRoute() {
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
    <KioskScreen
      onRevoked={() =>
        void navigate(GATE_PAIR_PATH, {
          replace: true,
          state: { wasRevoked: true },
        })
      }
    />
  );
}
