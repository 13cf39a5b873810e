import { createStore } from 'jotai';

/** The one jotai store of the app, shared by React (Provider) and the API client (which reads the token). */
export const appStore = createStore();
