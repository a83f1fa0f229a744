import { useCallback, useEffect, useState } from 'react';
import { db } from '../db';
import type { OutboxMessage } from '../db/types';
import { chaosState, onChaosChange, type ChaosState } from '../lib/chaos';
import { listSwitches, onSwitchesChange, type SwitchRule } from '../lib/switches';

export interface SimulatorState {
  rules: SwitchRule[];
  /** Newest first. */
  outbox: OutboxMessage[];
  chaos: ChaosState | null;
}

const snapshot = (): SimulatorState => ({ rules: listSwitches(), outbox: [...db.read().outbox].reverse(), chaos: chaosState() });

/**
 * Rules and outbox, re-read after every change made through the simulator. The app may also clear session
 * storage (sign-out, 401) without telling anyone: `refresh` re-reads on demand (the panel calls it on open).
 */
export function useSimulatorState(): SimulatorState & { refresh: () => void } {
  const [state, setState] = useState(snapshot);
  const refresh = useCallback(() => setState(snapshot()), []);
  useEffect(() => {
    const stopDb = db.subscribe(refresh);
    const stopSwitches = onSwitchesChange(refresh);
    const stopChaos = onChaosChange(refresh);
    return () => {
      stopDb();
      stopSwitches();
      stopChaos();
    };
  }, [refresh]);
  return { ...state, refresh };
}
