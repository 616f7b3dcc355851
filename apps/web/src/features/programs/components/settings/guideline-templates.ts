import type { ProgramType } from "@bounty/shared";

/**
 * Spec §9: built-in default guidelines for bounty and vdp terms in en and jp, and a default report
 * template. They prefill empty editors; the organization edits them before saving.
 */
export type GuidelineTemplateLanguage = "en" | "jp";

const BOUNTY_EN = `## About this program

We run this bug bounty program to find and fix security vulnerabilities in our services before they can hurt our users. We reward researchers who report valid, previously unknown vulnerabilities in the assets listed in the Scope section.

## Scope

Only the assets listed in the Scope section are in scope. Anything not listed is out of scope, including third-party services we use (hosting, payment, analytics providers) and our corporate infrastructure.

## Rules of engagement

- Test only with accounts you own or accounts we gave you for testing. Never access, modify or delete other users' data; if you reach personal data by accident, stop, do not keep it, and tell us in your report.
- Do not degrade our services: no denial-of-service, load or stress testing, no automated scanning above 10 requests per second, no spam.
- No social engineering (phishing, phone calls, impersonation) of our employees or users, and no physical attacks on our offices or data centres.
- Do not use a vulnerability beyond what is needed to show it exists (for example, do not pivot to other systems once you have shown remote code execution).
- Report each vulnerability once, in its own report, with clear steps to reproduce it.
- Keep the details confidential until we have fixed the vulnerability and agreed to disclose it.

## Out of scope vulnerabilities

- Findings from automated scanners without a demonstrated impact.
- Missing security headers or cookie flags without a concrete exploit.
- Clickjacking on pages with no sensitive action; logout CSRF.
- Rate limiting or brute force on non-authentication endpoints.
- Self-XSS, and vulnerabilities that require a rooted or jailbroken device or physical access.
- Software version disclosure, banner grabbing, descriptive error messages.
- SPF, DKIM and DMARC configuration.

## Rewards

Rewards depend on the severity and impact of the vulnerability, within the ranges in the Severity section. The first valid report of a vulnerability receives the reward; duplicates are not rewarded. We decide the final severity and reward.

## Safe harbour

If you act in good faith and follow these rules, we consider your research authorised: we will not take legal action against you or report you to the authorities, and we will work with you to understand and fix the issue quickly. If a third party takes legal action against you for research done under this program, we will make it known that your actions complied with it.

## Disclosure

Do not publish or share a vulnerability before we have fixed it. Once it is fixed, you may ask to disclose the report; we agree on the timing and the content together, and we may redact sensitive details.

## Response times

We aim to answer every report within the reply time shown on this program, and to keep you informed until the vulnerability is fixed.
`;

const VDP_EN = `## About this policy

We welcome reports of security vulnerabilities in our services. This vulnerability disclosure policy tells you what you may test, how to report what you find, and what you can expect from us. This program does not pay rewards.

## Scope

Only the assets listed in the Scope section are in scope. Third-party services we use and our corporate infrastructure are out of scope.

## Rules of engagement

- Test only with accounts you own. Never access, modify or delete other people's data; if you reach personal data by accident, stop, do not keep it, and tell us.
- Do not harm our services: no denial-of-service, load testing, high-volume automated scanning or spam.
- No social engineering of our employees or users, and no physical attacks.
- Stop as soon as you have shown the vulnerability exists; do not use it further.
- Keep the details confidential until we have fixed the vulnerability.

## How to report

Send one report per vulnerability with a description, the affected asset, clear steps to reproduce and the impact. Screenshots or a short video help us confirm it quickly.

## Safe harbour

If you act in good faith and follow this policy, we consider your research authorised: we will not take legal action against you or report you to the authorities, and we will work with you to fix the issue.

## Our commitments

- We answer your report within the reply time shown on this program.
- We keep you informed while we confirm and fix the vulnerability.
- With your agreement, we credit you when the vulnerability is disclosed.

## Disclosure

Please do not share the vulnerability before it is fixed. Once it is fixed, we agree with you on whether and when the report may be disclosed.
`;

const BOUNTY_JP = `## プログラムについて

本バグバウンティプログラムは、当社サービスの脆弱性を利用者に被害が及ぶ前に発見・修正するためのものです。スコープに記載された対象について、有効かつ未報告の脆弱性を報告いただいた方に報奨金をお支払いします。

## 対象範囲（スコープ）

スコープに記載された対象のみが調査対象です。記載のないもの（当社が利用する第三者のサービス、社内インフラなど）は対象外です。

## 調査時のルール

- ご自身のアカウント、または当社が提供したテスト用アカウントのみを使用してください。他の利用者のデータを閲覧・変更・削除しないでください。誤って個人情報にアクセスした場合は直ちに調査を中止し、データを保持せず、報告書でお知らせください。
- サービスに負荷をかける行為（DoS、負荷試験、毎秒10リクエストを超える自動スキャン、スパム）は禁止です。
- 当社の従業員や利用者へのソーシャルエンジニアリング（フィッシング、電話、なりすまし）や、物理的な攻撃は禁止です。
- 脆弱性の存在を示すのに必要な範囲を超えて悪用しないでください。
- 脆弱性ごとに1件の報告書を作成し、再現手順を明記してください。
- 修正と公開の合意がなされるまで、詳細を第三者に開示しないでください。

## 対象外の脆弱性

- 影響が実証されていない自動スキャナーの検出結果
- 具体的な攻撃手法を伴わないセキュリティヘッダーやCookie属性の不足
- 重要な操作のないページでのクリックジャッキング、ログアウトCSRF
- 認証以外のエンドポイントにおけるレート制限・総当たり
- Self-XSS、root化・脱獄した端末や物理的アクセスを前提とするもの
- ソフトウェアのバージョン情報、詳細なエラーメッセージの表示
- SPF・DKIM・DMARCの設定

## 報奨金

報奨金は、重要度セクションの金額範囲内で、脆弱性の重要度と影響に応じて決定します。同一の脆弱性については最初の有効な報告のみが対象で、重複報告には報奨金をお支払いしません。最終的な重要度と金額は当社が決定します。

## セーフハーバー

誠実に、本ガイドラインに従って行われた調査は許可されたものとみなし、法的措置や当局への通報は行いません。問題の理解と迅速な修正に向けて協力します。

## 情報の公開

修正前に脆弱性を公開・共有しないでください。修正後に報告書の公開を希望される場合は、時期と内容を双方で合意のうえ公開します。機微な情報は伏せることがあります。

## 対応時間

本プログラムに表示されている返信時間内の回答に努め、修正まで進捗をお知らせします。
`;

const VDP_JP = `## ポリシーについて

当社サービスのセキュリティ脆弱性に関する報告を歓迎します。本脆弱性開示ポリシーでは、調査してよい範囲、報告方法、当社の対応について定めます。本プログラムでは報奨金をお支払いしません。

## 対象範囲（スコープ）

スコープに記載された対象のみが調査対象です。当社が利用する第三者のサービスや社内インフラは対象外です。

## 調査時のルール

- ご自身のアカウントのみを使用してください。他人のデータを閲覧・変更・削除しないでください。誤って個人情報にアクセスした場合は直ちに中止し、データを保持せずにお知らせください。
- DoS、負荷試験、大量の自動スキャン、スパムなど、サービスに害を与える行為は禁止です。
- 従業員や利用者へのソーシャルエンジニアリング、物理的な攻撃は禁止です。
- 脆弱性の存在を確認できた時点で調査を止め、それ以上悪用しないでください。
- 修正が完了するまで、詳細を第三者に開示しないでください。

## 報告方法

脆弱性ごとに1件の報告書を作成し、概要、対象、再現手順、影響を記載してください。スクリーンショットや短い動画があると確認が早まります。

## セーフハーバー

誠実に、本ポリシーに従って行われた調査は許可されたものとみなし、法的措置や当局への通報は行いません。修正に向けて協力します。

## 当社の対応

- 本プログラムに表示されている返信時間内に回答します。
- 確認から修正まで、進捗をお知らせします。
- ご同意いただける場合、公開時に報告者としてお名前を掲載します。

## 情報の公開

修正前に脆弱性を共有しないでください。修正後、報告書を公開するかどうか、いつ公開するかを双方で合意します。
`;

const templates: Record<"bounty" | "vdp", Record<GuidelineTemplateLanguage, string>> = {
  bounty: { en: BOUNTY_EN, jp: BOUNTY_JP },
  vdp: { en: VDP_EN, jp: VDP_JP },
};

/** The default guideline for a program type: vdp terms for vdp, bounty terms for bounty and internal. */
export const guidelineTemplate = (type: ProgramType, language: GuidelineTemplateLanguage): string =>
  templates[type === "vdp" ? "vdp" : "bounty"][language];

/** The default report template: what a hunter fills in when submitting a report. */
export const DEFAULT_REPORT_TEMPLATE = `## Summary / 概要

Describe the vulnerability in one or two sentences.

## Affected asset / 対象

The URL, application or endpoint where the vulnerability is.

## Steps to reproduce / 再現手順

1.
2.
3.

## Impact / 影響

What an attacker could do with this vulnerability, and to whom.

## Proof of concept / 証拠

Requests, responses, screenshots or a short video.

## Suggested fix / 修正案 (optional)

How the vulnerability could be fixed.
`;
