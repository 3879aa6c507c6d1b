import { describe, expect, it } from 'vitest';
import { takePictures } from './image-picker.tsx';

describe('a form’s pictures (“Limit images reached!”)', () => {
  it('takes picked files while there is room for four, and says when some were left out', () => {
    expect(takePictures(0, ['a', 'b'], 4)).toEqual({ accepted: ['a', 'b'], overflow: false });
    expect(takePictures(2, ['c', 'd'], 4)).toEqual({ accepted: ['c', 'd'], overflow: false });
    expect(takePictures(3, ['d', 'e'], 4)).toEqual({ accepted: ['d'], overflow: true });
    expect(takePictures(4, ['e'], 4)).toEqual({ accepted: [], overflow: true });
    expect(takePictures(0, ['a', 'b', 'c', 'd', 'e'], 4)).toEqual({ accepted: ['a', 'b', 'c', 'd'], overflow: true });
    expect(takePictures(5, ['a'], 4)).toEqual({ accepted: [], overflow: true });
  });
});
