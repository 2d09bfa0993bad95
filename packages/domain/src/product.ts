/**
 * The white-label name of the rewards programme: the spec's `{product}`. Every product path
 * (/my-garage/acknowledge-ignite-protect, /ignite, api/care-plan/ignite-rewards) is built from
 * this one value.
 */
export const PRODUCT = { name: 'Ignite', slug: 'ignite' } as const;
