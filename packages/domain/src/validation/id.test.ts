import { describe, expect, it } from 'vitest';
import { idField } from './id.ts';

describe('idField', () => {
  const id = idField('vehicleId must be a UUID');

  it('reads a UUID in capitals or mixed case in lower case', () => {
    expect(id.parse('83B0DF0A-1C3D-499A-81C3-3D3C56FB56EC')).toBe(
      '83b0df0a-1c3d-499a-81c3-3d3c56fb56ec',
    );
    expect(id.parse('83b0DF0a-1c3d-499a-81c3-3d3c56fb56ec')).toBe(
      '83b0df0a-1c3d-499a-81c3-3d3c56fb56ec',
    );
  });

  it('refuses what is not a UUID with its message', () => {
    const result = id.safeParse('83b0df0a1c3d499a81c33d3c56fb56ec');
    expect(result.error?.issues[0]?.message).toBe('vehicleId must be a UUID');
  });
});
