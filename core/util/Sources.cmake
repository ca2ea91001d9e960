target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CopyOnThreads.h
    ${CMAKE_CURRENT_LIST_DIR}/EnumNames.h
    ${CMAKE_CURRENT_LIST_DIR}/Expected.h
    ${CMAKE_CURRENT_LIST_DIR}/NumberParsing.h
    ${CMAKE_CURRENT_LIST_DIR}/NumberParsing.cpp
    ${CMAKE_CURRENT_LIST_DIR}/QuotedInput.h
    ${CMAKE_CURRENT_LIST_DIR}/QuotedInput.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ThreadCount.h
    ${CMAKE_CURRENT_LIST_DIR}/VectorRegisterState.h
    ${CMAKE_CURRENT_LIST_DIR}/VectorRegisterState.cpp)
