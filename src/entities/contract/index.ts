export { $contract, contractCreated, contractMerged, contractCleared } from './model/contract';
export type { StoredContract } from './model/contract';
