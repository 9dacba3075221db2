/** The flows the success page knows (its `flow` parameter), one per wizard example. */
export type SuccessFlowName = 'checkout' | 'create-deal' | 'property-listing';

/** Where a finished wizard goes: the success page, told what was done and the stored id. */
export const successPath = (flow: SuccessFlowName, id: string) =>
  `/success?${new URLSearchParams({ flow, id }).toString()}`;
