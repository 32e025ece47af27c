// jsdom with Node's Request, Response and Headers (jsdom has none): React Router's data routers
// make a Request for every navigation and loaders answer with Responses. Node's AbortController
// too, as Node's Request takes only a signal of its own.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchClasses extends TestEnvironment {
  /**
   * @param {ConstructorParameters<typeof TestEnvironment>[0]} config
   * @param {ConstructorParameters<typeof TestEnvironment>[1]} context
   */
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}
