// The contract entity stores the contract being bought with its owner and forgets it with the customer
// (docs/decisions/owner-keyed-storage.md).
export { $storageOwner, customerDataCleared } from '../model/session';
