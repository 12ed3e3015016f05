import { cjkPlace } from './cjk-places';

describe('cjkPlace', () => {
  it.each([
    [['会场地址', '深圳前海万科企业公馆', '广东省深圳市东滨路与临海路交汇处'], { location: '广东省深圳市', venue: '深圳前海万科企业公馆' }],
    [['旭川市 大雪クリスタルホール'], { location: '旭川市', venue: '大雪クリスタルホール' }],
    [['〒100-0012 東京都千代田区日比谷公園1-4'], { location: '東京都千代田区', venue: null }],
    [['地點', '台北市信義區松仁路'], { location: '台北市', venue: null }],
  ])('%j', (lines, place) => {
    expect(cjkPlace(lines)).toEqual(place);
  });

  it('does not take a market, a mayor or a city named in passing for the place', () => {
    expect(cjkPlace(['上海市场的开发者', '北京市长发言'])).toBeNull();
    expect(cjkPlace(['今年は札幌市で開催しました。来年もよろしくお願いします。'])).toBeNull();
  });
});
