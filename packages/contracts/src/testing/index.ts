export { publishItemFixture, publishTaskFixture } from "./publishing-fixtures.ts";
