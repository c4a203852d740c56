import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type Router } from 'express';
import { createContext, type GatewayContext } from './context';
import { bodyErrorHandler, maskError, maskErrorWithoutSuggestions } from './errors';
import { EXPLORER_PATH, explorerRouter } from './explorer';
import { withCheckedPaging } from './paging';
import { RecentViewers } from './recentViewers';
import { resolvers } from './resolvers';
import { loadTypeDefs } from './schema';
import { SessionRoles } from './sessionRoles';
import { persistedQueryCache, readShippedOperations } from './shippedOperations';
import { httpTransport, inProcessTransport, type UpstreamApp } from './upstreamTransport';
import { WEB_DIST } from './web';

export interface GatewayOptions {
  /**
   * Where the REST API is: the base URL the gateway calls (`${upstream}/api/...`) over HTTP, or the
   * API's app in this process, which the gateway's calls enter without a socket.
   */
  upstream: string | UpstreamApp;
  /** Default: on, unless GRAPHQL_INTROSPECTION=false. */
  introspection?: boolean;
  /** How long a session's viewer is reused (see recentViewers.ts); 0 asks the REST API every request. */
  viewerReuseMs?: number;
  /** The web app's operations by hash, known as persisted queries from the start; default: web/dist's manifest. */
  shippedOperations?: ReadonlyMap<string, string>;
}

export interface Gateway {
  /**
   * Serves `POST /graphql`, and while introspection is on the explorer at /graphql/explorer/ (GET
   * /graphql in a browser links to it); mount it at the root of an app.
   */
  router: Router;
  stop(): Promise<void>;
}

/**
 * Limits on what one operation may ask for; the web's largest route query must stay below them.
 * The body limit fits a 10 MB question-import file sent as base64; the query itself stays within
 * `maxTokens`.
 */
export const LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000, bodyBytes: '14mb' };

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const introspection = options.introspection ?? process.env.GRAPHQL_INTROSPECTION !== 'false';
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases },
    costLimit: { maxCost: LIMITS.maxCost },
    // graphql-js counts tokens while parsing (parseOptions below) and answers 400; armor's plugin answers 500.
    maxTokens: { enabled: false },
    // Field suggestions would reveal the schema when introspection is off.
    blockFieldSuggestion: { enabled: !introspection },
  }).protect();

  const server = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers: resolvers.map(withCheckedPaging),
    introspection,
    persistedQueries: {
      cache: persistedQueryCache(options.shippedOperations ?? readShippedOperations(WEB_DIST)),
    },
    // With introspection off no answer hints at the schema: validation's "Did you mean …" is cut by
    // Apollo, variable coercion's by formatError.
    hideSchemaDetailsFromClientErrors: !introspection,
    // Apollo's own landing pages load from a CDN: with introspection on, GET /graphql links to the
    // bundled explorer instead; with it off there is no page. Automatic persisted queries are on,
    // with the built web app's operations registered at start-up: an unknown hash answers
    // PERSISTED_QUERY_NOT_FOUND and registers when sent again with its text.
    plugins: [
      ...armor.plugins,
      introspection ? explorerLandingPage : ApolloServerPluginLandingPageDisabled(),
      // No hook runs per resolved field (the schema has no cache hints; Apollo's cache-control plugin
      // wrapped every field to find none): answers stay uncacheable, as that plugin made them.
      ApolloServerPluginCacheControlDisabled(),
      noStore,
      forgetViewerAfterMutation,
      ApolloServerPluginUsageReportingDisabled(),
    ],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError: introspection ? maskError : maskErrorWithoutSuggestions,
  });
  await server.start();

  const shared = {
    upstream:
      typeof options.upstream === 'string'
        ? httpTransport(options.upstream)
        : inProcessTransport(options.upstream),
    sessionRoles: new SessionRoles(),
    recentViewers: new RecentViewers(options.viewerReuseMs),
  };
  const router = express.Router();
  if (introspection) router.use(explorerRouter());
  router.use(
    '/graphql',
    express.json({ limit: LIMITS.bodyBytes }),
    expressMiddleware(server, {
      context: async ({ req, res }) => createContext(shared, req, res),
    }),
    bodyErrorHandler,
  );
  return {
    router,
    stop: async () => {
      await server.stop();
      await shared.upstream.close();
    },
  };
}

/** Every GraphQL answer carries the signed-in user's data: `cache-control: no-store`. */
const noStore: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/** A mutation may change what `me` answers (a profile, a password): the session's viewer is asked anew. */
const forgetViewerAfterMutation: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ operation, contextValue }) {
        if (operation?.operation === 'mutation' && contextValue.token)
          contextValue.recentViewers.forget(contextValue.token);
      },
    };
  },
};

/** What GET /graphql shows a browser while introspection is on: a link to the bundled explorer. */
const explorerLandingPage: ApolloServerPlugin<GatewayContext> = {
  async serverWillStart() {
    return {
      async renderLandingPage() {
        return {
          html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GraphQL</title></head><body><p>This is the GraphQL endpoint (POST). Explore the schema in <a href="${EXPLORER_PATH}/">the GraphQL explorer</a>.</p></body></html>`,
        };
      },
    };
  },
};
