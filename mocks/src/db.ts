import type { AccountSettings, AuditEntry } from '@atrium/contracts';
import type { FrontMessage, FrontOrder, LaunchSubscriber, FrontPayment } from './handlers/front/frontRecords';
import type { PendingRegistration } from './handlers/auth/registrations';
import type { PendingEmailChange } from './lib/emailChanges';
import type { MediaRecord } from './lib/media';
import type { StoredTelemetryEvent } from './lib/telemetry';
import type { TwoStepsChallenge } from './handlers/auth/twoSteps';
import type { ResetTokenRecord, SessionRecord } from './lib/tokens';
import type { OutboxMessage } from './lib/mail';
import type { ThrottleCounters } from './lib/throttle';
import type { StoredOverride } from './lib/registryOverrides';
import { areaTables, list, record, type AreaTables, type CollectionKind, type DataOf } from './collections';
import { buildCredentials } from './data/credentials';
import { buildRoles } from './data/roles';
import { buildUsers } from './data/users';
import { buildPermissions } from './data/permissions';
import { buildNotifications } from './data/notifications';
import { buildAreaVersions } from './data/areaVersions';
import { tables as ecommerce } from '@atrium/ecommerce/api/tables';
import { tables as invoice } from '@atrium/invoice/api/tables';
import { tables as email } from '@atrium/email/api/tables';
import { tables as chat } from '@atrium/chat/api/tables';
import { tables as academy } from '@atrium/academy/api/tables';
import { tables as admin } from '@atrium/admin/api/tables';

/**
 * The kernel's collections: accounts and access (credentials, users, roles, permissions), each user's
 * notifications and account settings, the front pages' submissions, authentication's state and the
 * audit log, and the area registry. Each area's own are in its folder (`remotes/<area>/api/tables.ts`).
 */
export const KERNEL_TABLES = areaTables({
  area: 'kernel',
  collections: {
    credentials: list(buildCredentials),
    roles: list(buildRoles),
    users: list(buildUsers),
    permissions: list(buildPermissions),
    notifications: list(buildNotifications),
    // Account settings by account id (none saved at first).
    accountSettings: record((): Record<string, AccountSettings> => ({})),
    // The front pages' messages, payments, orders and launch subscribers (none at first).
    frontMessages: list((): FrontMessage[] => []),
    frontPayments: list((): FrontPayment[] => []),
    frontOrders: list((): FrontOrder[] => []),
    launchSubscribers: list((): LaunchSubscriber[] => []),
    // Authentication's state (none at first): sessions and reset tokens (by the SHA-256 of the token,
    // lib/tokens), sign-ups and new sign-in addresses waiting to be confirmed (handlers/auth,
    // lib/emailChanges), two-step codes (handlers/auth),
    // the development outbox (lib/mail) and the throttling counters (lib/throttle).
    sessions: list((): SessionRecord[] => []),
    resetTokens: list((): ResetTokenRecord[] => []),
    registrations: list((): PendingRegistration[] => []),
    emailChanges: list((): PendingEmailChange[] => []),
    twoStepsChallenges: list((): TwoStepsChallenge[] => []),
    outbox: list((): OutboxMessage[] => []),
    throttles: record((): ThrottleCounters => ({})),
    // Who changed what, when and from where (none at first). The API server writes it, from each save's
    // changes, in the save's own transaction (server/src/audit.ts); the mock only reads it.
    auditLog: list((): AuditEntry[] => []),
    // Pictures people uploaded (an account's photo), served at /api/media/{id} (lib/media).
    media: list((): MediaRecord[] => []),
    // What the shell saw of the areas over the last day (lib/telemetry): kept bounded, never audited.
    telemetry: list((): StoredTelemetryEvent[] => []),
    // The area registry (handlers/platform, lib/registry): every published build of each area, the
    // seed's first version of each live; and the builds sessions load instead (none at first).
    areaVersions: list(buildAreaVersions),
    registryOverrides: list((): StoredOverride[] => []),
  },
});

/** Every area's tables, as the areas declare them (apiModules.test.ts checks none is left out). */
export const AREA_TABLES = [ecommerce, invoice, email, chat, academy, admin] as const;

const COLLECTIONS = {
  ...KERNEL_TABLES.collections,
  ...ecommerce.collections,
  ...invoice.collections,
  ...email.collections,
  ...chat.collections,
  ...academy.collections,
  ...admin.collections,
};

type Collections = typeof COLLECTIONS;
export type MockDb = DataOf<Collections>;

/** Whether each collection is a list or a record: what a stored copy of it must be (lib/persistedDb). */
export const COLLECTION_KINDS: Record<keyof MockDb, CollectionKind> = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([name, { kind }]) => [name, kind]),
) as Record<keyof MockDb, CollectionKind>;

/**
 * Makes every collection of `target` its sample data, built the first time it is read: a page that
 * calls two handlers does not pay for building thirty collections (on a slow phone, the mock API's
 * start-up is the page's longest task). Assigning a collection replaces it as a plain value.
 */
function defineSampleData(target: MockDb): MockDb {
  for (const name of Object.keys(COLLECTIONS) as (keyof MockDb)[]) {
    const settle = (value: unknown) =>
      Object.defineProperty(target, name, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(target, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = COLLECTIONS[name].build();
        settle(value);
        return value;
      },
      set: settle,
    });
  }
  return target;
}

/**
 * The in-memory data every handler reads and changes; lives as long as the server, or in the browser
 * is kept in local storage (lib/persistedDb).
 */
export const db: MockDb = defineSampleData({} as MockDb);

/**
 * Brings data stored by an earlier version of the code up to date, in place, area by area (each area's
 * `upgrade`); returns what it changed (nothing for data built by this version). The server runs it on
 * the data it loads, under the write lock, and saves what changed. (The browser's copy is versioned
 * instead: lib/persistedDb.)
 */
export function upgradeStoredData(data: MockDb): string[] {
  return AREA_TABLES.flatMap((tables) => (tables as AreaTables).upgrade?.(data as never) ?? []);
}

/** Restores the initial sample data (tests call it before each case). */
export function resetMockDb(): void {
  defineSampleData(db);
}
