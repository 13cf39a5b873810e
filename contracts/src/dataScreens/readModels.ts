/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const DATA_SCREENS_READ_MODELS = {
  dataScreens: 'data_screens',
  screenFavourites: 'data_screen_favourites',
  screenViews: 'data_screen_views',
} as const;
