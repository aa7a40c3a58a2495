export { ConnectStoreModal } from './components/connect-store-modal';
export { DeliveryInfoCard } from './components/delivery-info-card';
export type { StoreDialog } from './components/store-dialogs';
export { StoreDialogs } from './components/store-dialogs';
export { storeAbilities } from './lib/store-abilities';
