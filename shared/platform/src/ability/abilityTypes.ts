import type { MongoAbility, RawRuleOf } from '@casl/ability';

export type AbilityAction = 'manage' | 'create' | 'read' | 'update' | 'delete';
export type AbilitySubject = 'all' | 'AclDemo' | string;
export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>;
export type AbilityRule = RawRuleOf<AppAbility>;
