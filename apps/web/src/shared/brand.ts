/**
 * The white-label product name (DESIGN.md section 1, the spec's {product}). The build writes
 * it into index.html and offline.html where they say %BRAND_NAME%, and into the web app
 * manifests (apps/web/pwa/app-manifests.ts).
 */
export const BRAND_NAME = 'Ignite';
