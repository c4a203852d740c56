export type { GatewayContext } from './context';
export { createGateway, type Gateway, type GatewayOptions, LIMITS } from './server';
