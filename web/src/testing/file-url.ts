/** What a `?url` asset import gives in a unit test (jest.config.js): its URL. */
export default '/assets/asset.svg';
