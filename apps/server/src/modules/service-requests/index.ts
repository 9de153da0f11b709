// What other modules may use from service requests (ARCHITECTURE §2): the signal a write sends with its commit.
export { parseSignal, SERVICE_REQUEST_CHANNEL, signalServiceRequest, type ServiceRequestSignal } from './signals.ts';
