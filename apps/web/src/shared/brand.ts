/**
 * The white-label product name (DESIGN.md section 1, the spec's {product}). index.html
 * repeats it in <title> because that file is static; keep the two in step.
 */
export const BRAND_NAME = 'Ignite';
