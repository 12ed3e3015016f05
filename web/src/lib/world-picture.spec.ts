import { placeOnWorldPicture } from './world-picture';

describe('placeOnWorldPicture', () => {
  it('puts a place at its longitude and latitude as percentages of the picture, from the top left', () => {
    expect(placeOnWorldPicture(90, -180)).toEqual({ left: '0.00%', top: '0.00%' });
    expect(placeOnWorldPicture(0, 0)).toEqual({ left: '50.00%', top: '50.00%' });
    expect(placeOnWorldPicture(-33.87, 151.21)).toEqual({ left: '92.00%', top: '68.82%' });
  });
});
