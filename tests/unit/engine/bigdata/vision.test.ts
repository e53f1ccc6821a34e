import { describe, expect, test } from 'vitest'
import { checkBoxes, cocoExport, readPredictions } from '../../../../engine/bigdata/vision/annotations'
import { imageDimensions } from '../../../../engine/bigdata/vision/imageSize'
import { pngWithRect } from '../../../support/visionFixtures'

describe('imageDimensions', () => {
  test('reads PNG, GIF and JPEG headers', () => {
    expect(imageDimensions(pngWithRect(37, 21, null))).toEqual({ width: 37, height: 21 })
    const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x2c, 0x01, 0xc8, 0x00, 0, 0, 0])
    expect(imageDimensions(gif)).toEqual({ width: 300, height: 200 })
    // SOI, an APP0 segment of 16 bytes to skip, then SOF0 with height 120 and width 640.
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)]
    const sof0 = [
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x00,
      0x78,
      0x02,
      0x80,
      0x03,
      ...Array.from({ length: 9 }, () => 0),
    ]
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, ...app0, ...sof0]))).toEqual({
      width: 640,
      height: 120,
    })
    // A DHT segment (0xc4) is not a frame, though its marker lies in the SOF range.
    const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, ...dht, ...sof0]))).toEqual({
      width: 640,
      height: 120,
    })
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull()
    expect(imageDimensions(new TextEncoder().encode('plain text, not a picture'))).toBeNull()
  })
})

describe('boxes and predictions', () => {
  const size = { width: 100, height: 50 }
  test('a box must carry a label of the set and lie inside the image', () => {
    const box = { id: 'a', label: 'crack', x: 0, y: 0, w: 100, h: 50 }
    expect(checkBoxes([box], ['crack'], size)).toBeNull()
    expect(checkBoxes([{ ...box, label: 'dent' }], ['crack'], size)?.id).toBe('vision.unknownLabel')
    expect(checkBoxes([{ ...box, w: 101 }], ['crack'], size)?.id).toBe('vision.boxOutside')
    expect(checkBoxes([{ ...box, h: 0 }], ['crack'], size)?.id).toBe('vision.boxOutside')
  })

  test('predictions are clipped to the image; a malformed answer names what is wrong', () => {
    const answer = {
      predictions: [
        { label: 'crack', score: 0.5, x: -5, y: 10, w: 20, h: 50 },
        { label: 'crack', score: 0.7, x: 200, y: 0, w: 5, h: 5 },
      ],
    }
    expect(readPredictions(answer, size)).toEqual({
      predictions: [{ label: 'crack', score: 0.5, x: 0, y: 10, w: 15, h: 40 }],
    })
    expect(readPredictions({ boxes: [] }, size)).toEqual({ problem: 'no "predictions" array' })
    expect(
      readPredictions({ predictions: [{ label: 'a', score: 2, x: 0, y: 0, w: 1, h: 1 }] }, size),
    ).toEqual({
      problem: 'predictions[0].score must be 0–1',
    })
    expect(
      readPredictions({ predictions: [{ label: 'a', score: 0.2, x: '1', y: 0, w: 1, h: 1 }] }, size),
    ).toEqual({
      problem: 'predictions[0].x',
    })
  })

  test('COCO export numbers categories from 1 in label order', () => {
    const coco = cocoExport(
      's',
      [
        { name: 'a', color: '#000000' },
        { name: 'b', color: '#ffffff' },
      ],
      [
        {
          imageId: 7,
          fileName: 'x.png',
          folder: '',
          width: 10,
          height: 10,
          boxes: [{ id: 'q', label: 'b', x: 1, y: 2, w: 3, h: 4 }],
        },
      ],
    )
    expect(coco.annotations).toEqual([
      { id: 1, image_id: 7, category_id: 2, bbox: [1, 2, 3, 4], area: 12, iscrowd: 0 },
    ])
    expect(coco.images).toEqual([{ id: 7, file_name: 'x.png', width: 10, height: 10 }])
  })
})
