-- Staff work in the Supabase dashboard, which shows a column's comment beside its name. Every
-- column of the tables they see gets a Korean description of what it holds and who writes it
-- (supabase/tests/staff_views.test.sql checks none is missing); the English notes on the
-- design stay in the migrations.

comment on column public.inquiries.id is '문의 고유 ID (자동 생성)';
comment on column public.inquiries.receipt_no is '접수번호: 접수일(한국 시간 YYMMDD)과 그날의 순번. 전화 상담 때 불러 주는 번호';
comment on column public.inquiries.user_id is '문의한 회원 (profiles.id)';
comment on column public.inquiries.name is '회원이 입력한 이름';
comment on column public.inquiries.tel is '회원이 입력한 연락처 (답변 알림톡·문자를 받는 번호)';
comment on column public.inquiries.email is '로그인 계정의 이메일 (자동 입력, 없을 수 있음)';
comment on column public.inquiries.sector is '업종';
comment on column public.inquiries.company_no is '사업자등록번호 (선택, 숫자 10자리)';
comment on column public.inquiries.content is '문의 내용';
comment on column public.inquiries.privacy_consent is '개인정보 수집·이용 동의 (필수)';
comment on column public.inquiries.marketing_consent is '마케팅 정보 수신 동의 (선택)';
comment on column public.inquiries.created_at is '접수 시각';
comment on column public.inquiries.status is '처리 상태: 접수 → 상담중 → 답변완료. 답변을 쓰면 자동으로 답변완료가 됩니다';
comment on column public.inquiries.is_consulting is '상담중 여부 (처리 상태에서 자동 계산)';
comment on column public.inquiries.answer is '담당자 답변. 처음 저장하면 회원에게 답변 알림이 한 번 나갑니다';
comment on column public.inquiries.answered_at is '답변 시각 (답변을 저장하면 자동 입력)';
comment on column public.inquiries.reservation_time is '상담 예약 시각';
comment on column public.inquiries.company is '상호 (담당자 기록)';
comment on column public.inquiries.title is '문의 제목 (담당자 기록)';

comment on column public.business_inquiries.id is '문의 고유 ID (자동 생성)';
comment on column public.business_inquiries.user_id is '문의한 회원 (profiles.id). 비회원 문의는 비어 있음';
comment on column public.business_inquiries.name is '입력한 이름';
comment on column public.business_inquiries.tel is '입력한 연락처';
comment on column public.business_inquiries.company is '상호명 또는 업종';
comment on column public.business_inquiries.company_no is '사업자등록번호 (선택, 숫자 10자리)';
comment on column public.business_inquiries.content is '문의 내용';
comment on column public.business_inquiries.privacy_consent is '개인정보 수집·이용 동의 (필수)';
comment on column public.business_inquiries.marketing_consent is '마케팅 정보 수신 동의 (선택)';
comment on column public.business_inquiries.created_at is '접수 시각';
comment on column public.business_inquiries.client_hash is '비회원 문의 제한용 값 (접속 주소의 해시, 주소 자체는 저장하지 않음)';
comment on column public.business_inquiries.receipt_no is '접수번호: 접수일(한국 시간 YYMMDD)과 그날의 순번. 상담 문의와 번호가 겹치지 않음';
comment on column public.business_inquiries.status is '처리 상태: 접수 → 상담중 → 완료. 완료로 바꾸면 처리 시각이 자동 입력됩니다';
comment on column public.business_inquiries.staff_memo is '담당자 메모 (문의한 분에게는 보이지 않음)';
comment on column public.business_inquiries.handled_at is '처리 완료 시각 (완료로 바꾸면 자동 입력)';

comment on column public.profiles.id is '회원 ID (로그인 계정과 같음)';
comment on column public.profiles.name is '이름 (로그인한 서비스에서 받은 이름, 회원이 고칠 수 있음)';
comment on column public.profiles.email is '이메일 (로그인한 서비스에서 받은 주소)';
comment on column public.profiles.tel is '휴대폰 번호 (회원이 고칠 수 있음)';
comment on column public.profiles.social is '가입한 로그인 방법 (kakao, naver, google)';
comment on column public.profiles.created_at is '가입 시각';

comment on column public.download_logs.id is '기록 고유 ID (자동 생성)';
comment on column public.download_logs.user_id is '내려받은 회원 (profiles.id). 비회원은 비어 있음';
comment on column public.download_logs.name is '내려받을 때의 회원 이름 (비회원은 ''비회원'')';
comment on column public.download_logs.email is '내려받을 때의 회원 이메일 (비회원은 -)';
comment on column public.download_logs.tel is '내려받을 때의 회원 휴대폰 번호 (비회원은 -)';
comment on column public.download_logs.social is '회원의 로그인 방법 (비회원은 -)';
comment on column public.download_logs.created_at is '내려받은 시각';
comment on column public.download_logs.client_hash is '비회원 기록 제한용 값 (접속 주소의 해시, 주소 자체는 저장하지 않음)';
