import { expect, test } from "vitest";
import {
  disclosureLabel,
  EMPTY_TIKTOK_OPTIONS,
  effectiveOptions,
  interactionState,
  optionsForCreator,
  privacyChoices,
  tiktokOptionProblems,
  type CreatorInfo,
} from "./creator-rules";

const publicCreator: CreatorInfo = {
  accountId: "a",
  accountName: "TravelWithLin",
  privacyLevelOptions: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"],
  commentDisabled: false,
  duetDisabled: true,
  stitchDisabled: false,
};
const privateCreator: CreatorInfo = {
  accountId: "b",
  accountName: "cat.lover.88",
  privacyLevelOptions: ["SELF_ONLY", "FOLLOWER_OF_CREATOR", "MUTUAL_FOLLOW_FRIENDS"],
  commentDisabled: false,
  duetDisabled: true,
  stitchDisabled: true,
};

test("privacy choices: every level some creator allows, in a fixed order, with who does not allow it", () => {
  expect(privacyChoices([publicCreator, privateCreator])).toEqual([
    { level: "PUBLIC_TO_EVERYONE", notAllowedBy: ["cat.lover.88"] },
    { level: "FOLLOWER_OF_CREATOR", notAllowedBy: ["TravelWithLin"] },
    { level: "MUTUAL_FOLLOW_FRIENDS", notAllowedBy: [] },
    { level: "SELF_ONLY", notAllowedBy: [] },
  ]);
  expect(privacyChoices([])).toEqual([]);
});

test("an interaction is greyed out only when every creator turned it off", () => {
  expect(interactionState([publicCreator, privateCreator], "duet")).toEqual({ disabledBy: ["TravelWithLin", "cat.lover.88"], allDisabled: true });
  expect(interactionState([publicCreator, privateCreator], "stitch")).toEqual({ disabledBy: ["cat.lover.88"], allDisabled: false });
  expect(interactionState([], "comment")).toEqual({ disabledBy: [], allDisabled: false });
});

test("problems: no privacy, a level a creator lacks, branded content set to private, a disclosure without a choice", () => {
  const creators = [publicCreator, privateCreator];
  expect(tiktokOptionProblems(EMPTY_TIKTOK_OPTIONS, creators)).toEqual(["privacyRequired"]);
  expect(tiktokOptionProblems({ ...EMPTY_TIKTOK_OPTIONS, privacyLevel: "PUBLIC_TO_EVERYONE" }, creators)).toEqual(["privacyNotAllowed"]);
  expect(
    tiktokOptionProblems({ ...EMPTY_TIKTOK_OPTIONS, privacyLevel: "SELF_ONLY", discloseCommercial: true, brandedContent: true }, creators),
  ).toEqual(["brandedContentPrivate"]);
  expect(tiktokOptionProblems({ ...EMPTY_TIKTOK_OPTIONS, privacyLevel: "MUTUAL_FOLLOW_FRIENDS", discloseCommercial: true }, creators)).toEqual([
    "disclosureChoiceRequired",
  ]);
  expect(
    tiktokOptionProblems({ ...EMPTY_TIKTOK_OPTIONS, privacyLevel: "MUTUAL_FOLLOW_FRIENDS", discloseCommercial: true, yourBrand: true }, creators),
  ).toEqual([]);
});

test("effective options drop the other mode's switches and undisclosed brand toggles", () => {
  const all = { ...EMPTY_TIKTOK_OPTIONS, allowDuet: true, allowStitch: true, aiGenerated: true, autoAddMusic: true, yourBrand: true };
  expect(effectiveOptions(all, "photo")).toMatchObject({ allowDuet: false, allowStitch: false, aiGenerated: false, autoAddMusic: true, yourBrand: false });
  expect(effectiveOptions(all, "video")).toMatchObject({ allowDuet: true, allowStitch: true, aiGenerated: true, autoAddMusic: false });
});

test("the disclosure label: promotional for own brand, paid partnership for branded content or both", () => {
  const on = { ...EMPTY_TIKTOK_OPTIONS, discloseCommercial: true };
  expect(disclosureLabel(on)).toBeNull();
  expect(disclosureLabel({ ...on, yourBrand: true })).toBe("promotional");
  expect(disclosureLabel({ ...on, brandedContent: true })).toBe("paidPartnership");
  expect(disclosureLabel({ ...on, yourBrand: true, brandedContent: true })).toBe("paidPartnership");
  expect(disclosureLabel({ ...EMPTY_TIKTOK_OPTIONS, yourBrand: true })).toBeNull();
});

test("each creator posts with what it allows: its turned-off interactions stay off", () => {
  const chosen = { ...EMPTY_TIKTOK_OPTIONS, allowComment: true, allowDuet: true, allowStitch: true };
  expect(optionsForCreator(chosen, publicCreator, "video")).toMatchObject({ allowComment: true, allowDuet: false, allowStitch: true });
  expect(optionsForCreator(chosen, privateCreator, "video")).toMatchObject({ allowComment: true, allowDuet: false, allowStitch: false });
  expect(optionsForCreator(chosen, publicCreator, "photo")).toMatchObject({ allowComment: true, allowStitch: false });
});
