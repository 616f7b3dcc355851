import { describe, expect, it } from "vitest";
import { tinyBmp, tinyGif, tinyJpeg, tinyPng } from "../modules/users/users.fixtures.ts";
import { detectImageType } from "./image-type.ts";

describe("detectImageType", () => {
  it.each([
    ["JPEG", tinyJpeg, "image/jpeg", "jpg"],
    ["PNG", tinyPng, "image/png", "png"],
    ["GIF89a", tinyGif, "image/gif", "gif"],
    ["GIF87a", Buffer.from("GIF87a......"), "image/gif", "gif"],
    ["BMP", tinyBmp, "image/bmp", "bmp"],
  ])("recognises %s from its first bytes", (_name, bytes, mime, ext) => {
    expect(detectImageType(bytes)).toEqual({ mime, ext });
  });

  it.each([
    ["text", Buffer.from("hello, I am not an image")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["empty", Buffer.alloc(0)],
    ["a truncated PNG signature", Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ["GIF88a", Buffer.from("GIF88a")],
    ["JPEG without its third byte", Buffer.from([0xff, 0xd8])],
  ])("refuses %s", (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
