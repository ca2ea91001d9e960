target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonText.h
    ${CMAKE_CURRENT_LIST_DIR}/EnumLabels.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EnumLabels.h
    ${CMAKE_CURRENT_LIST_DIR}/Format.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Format.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryUnit.h
    ${CMAKE_CURRENT_LIST_DIR}/NoteText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/NoteText.h
    ${CMAKE_CURRENT_LIST_DIR}/OptionSharesText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/OptionSharesText.h
    ${CMAKE_CURRENT_LIST_DIR}/PriceBasisText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PriceBasisText.h
    ${CMAKE_CURRENT_LIST_DIR}/RecommendationText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RecommendationText.h
)
