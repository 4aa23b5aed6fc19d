import { useLingui } from "@lingui/react/macro";
import type { FileProblem } from "./validate-files";

/** The spec's message for each uploader problem, in the active language. */
export function useProblemMessage(): (problem: FileProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem.reason) {
      case "single-only":
        return t`只能上传一个文件，请删除后再传!`;
      case "too-many": {
        const { max } = problem;
        return t`最多只能上传${max}个文件！`;
      }
      case "comma":
        return t`请选择没有特殊字符的图片名的图片`;
      case "image-format":
        return t`选择图片格式错误！`;
      case "video-format":
        return t`选择文件格式错误！`;
      case "file-type":
        return t`文件类型选择错误！`;
      case "too-large": {
        const { maxSizeMb } = problem;
        return t`选择文件最大为${maxSizeMb}M`;
      }
      case "duplicate":
        return t`已经存在该文件！`;
      case "too-many-videos": {
        const { max } = problem;
        return t`上传的视频文件最多${max}个！`;
      }
    }
  };
}
