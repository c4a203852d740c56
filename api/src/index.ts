export { type Api, type ApiOptions, createApi } from './app';
